/* Array extents that mean something only where the array is declared: the size of another object, a
   struct's size.  Device code must not copy the text (there `Table` is a pointer, `Unused` undeclared). */
#include <stdio.h>
struct rec { double a, b; };
static double Table[] = {1, 2, 3, 4, 5, 6, 7, 8};
static int Unused[12];
static double R[sizeof(struct rec)];

int main(void)
{
  double Y[sizeof Table / sizeof Table[0]];
  int Z[sizeof Unused / sizeof Unused[0]];
#pragma scop
  for (int i = 0; i < 8; i++)
    Y[i] = Table[i] * 2;
  for (int i = 0; i < 12; i++)
    Z[i] = 3 * i;
  for (int i = 0; i < 16; i++)
    R[i] = i + 0.5;
#pragma endscop
  for (int i = 0; i < 8; i++)
    printf("%.2f ", Y[i]);
  printf("\n%d %d %.2f %d\n", Z[0], Z[11], R[15], Unused[0]);
  return 0;
}

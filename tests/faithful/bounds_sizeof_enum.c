/* sizeof in bounds (`i < sizeof(A) / sizeof(A[0])`, `j < sizeof(int) * 4`, `sizeof(double[3])`), enum
   constants in bounds and subscripts (an enum with explicit and implicit values, one negative), and an
   object of the enumeration type used as a bound. */
#include <stdio.h>
enum { LO = -3, MID, HI = 20, TOP };
enum dim { DX = 2, DY = 8, DZ };
double A[64], B[TOP][DZ], C[HI - LO];

static void run(enum dim d) {
#pragma scop
  for (unsigned long i = 0; i < sizeof(A) / sizeof(A[0]); i++)
    A[i] = A[i] + i * 0.5;
  for (int i = 0; i < TOP; i++)
    for (int j = 0; j < sizeof(int) * 2 && j < DZ; j++)
      B[i][j] = A[i + j] * DX + B[i][j];
  for (int i = LO; i < HI; i++)
    C[i - LO] = C[i - LO] + i * MID;
  for (int i = 0; i < d; i++)
    B[i][DY] = B[i][DY] + sizeof(double[3]);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < 64; i++) A[i] = i % 5;
  run(DY);
  run(DZ);
  run((enum dim)0);
  double s = 0;
  for (int i = 0; i < 64; i++) s += A[i];
  for (int i = 0; i < TOP; i++) for (int j = 0; j < DZ; j++) s += B[i][j] * (j + 1);
  for (int i = 0; i < HI - LO; i++) s += C[i] * i;
  printf("%.12g\n", s);
  return 0;
}

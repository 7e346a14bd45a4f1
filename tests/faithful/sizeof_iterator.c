/* sizeof of an iterator (or of an expression of it) in a subscript is the size of its C type, not of
   the long the generated loops count with. */
#include <stdio.h>
int A[80], B[10], C[10], D[10], E[10];
int main(void) {
  for (int i = 0; i < 80; i++) A[i] = i;
#pragma scop
  for (int i = 0; i < 10; i++)
    B[i] = A[sizeof(i) * i];
  for (short s = 0; s < 10; s++)
    C[s] = A[sizeof(s) * s + sizeof(s + 1)];
  for (unsigned char c = 0; c < 10; c++)
    D[c] = A[sizeof c + c] + (int)sizeof(c);
  for (long k = 0; k < 10; k++)
    E[k] = A[sizeof(k) * k] + (int)sizeof((short)k);
#pragma endscop
  for (int i = 0; i < 10; i++) printf("%d %d %d %d\n", B[i], C[i], D[i], E[i]);
  return 0;
}

/* int i = -1 compared with an unsigned n: -1 converts to UINT_MAX, so C never runs this loop. */
double A[100];
void f(unsigned n) {
#pragma scop
  for (int i = -1; i < n; i++)  // ERROR
    A[i + 1] = 1;
#pragma endscop
}

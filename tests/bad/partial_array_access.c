void f(int n, double A[n][n], double *p) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = 0;  // ERROR
#pragma endscop
}

void f(int n, int m, double *A) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= n; j++)
      A[i * n + j] = 0.0;  // ERROR
#pragma endscop
}

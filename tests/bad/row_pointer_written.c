void f(int n, double **A) {
#pragma scop
  for (int i = 1; i < n; i++)
    A[i] = A[0];  // ERROR
#pragma endscop
}

void f(int n, unsigned u, double A[n], const double *p) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = *(p + i - u);  // ERROR
#pragma endscop
}

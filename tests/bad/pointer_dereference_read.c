void f(int n, double A[n], const double *p) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = *(p + 1);  // ERROR
#pragma endscop
}

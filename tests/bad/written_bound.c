void f(int n, double A[n]) {
#pragma scop
  for (int i = 0; i < n; i++)  // ERROR
    A[i] = 0.0;
  n = n - 1;
#pragma endscop
}

void f(int n, double A[n]) {
  int k = 0;
#pragma scop
  for (int i = 0; i < n; i++)
    A[k++] = 0.0;  // ERROR
#pragma endscop
}

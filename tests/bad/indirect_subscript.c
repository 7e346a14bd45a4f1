void f(int n, double A[n], int idx[n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[idx[i]] = 1.0;  // ERROR
#pragma endscop
}

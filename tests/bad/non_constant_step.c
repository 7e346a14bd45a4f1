void f(int n, int s, double A[n]) {
#pragma scop
  for (int i = 0; i < n; i += s)  // ERROR
    A[i] = 0.0;
#pragma endscop
}

void f(int n, double A[n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[j] = 0.0;
      i++;  // ERROR
    }
#pragma endscop
}

void f(int n, double A[n]) {
#pragma scop
  for (int i = 0; i < n; i++) {
    if (i == 5) {
      A[i] = 1.0;
      continue;  // ERROR
    }
    A[i] = 0.0;
  }
#pragma endscop
}

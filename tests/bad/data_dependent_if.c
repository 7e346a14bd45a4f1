void f(int n, double A[n], double B[n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    if (A[i] > 0) {  // ERROR
      A[i] = 0.0;
      B[i] = 1.0;
    }
#pragma endscop
}

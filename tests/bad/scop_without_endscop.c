void f(int n, double A[n]) {
#pragma scop  // ERROR
  for (int i = 0; i < n; i++)
    A[i] = 0.0;
}

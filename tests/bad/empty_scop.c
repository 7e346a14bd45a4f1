void f(int n, double A[n]) {
#pragma scop  // ERROR
#pragma endscop
  A[0] = 0.0;
}

void f(int n, double A[n]) {
#pragma scop
  do {  // ERROR
    A[0] = A[0] * 0.5;
  } while (A[0] > 1.0);
#pragma endscop
}

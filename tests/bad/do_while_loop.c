void f(int n, double A[n]) {
#pragma scop
  do {  // ERROR
    A[0] = 0.0;
  } while (0);
#pragma endscop
}

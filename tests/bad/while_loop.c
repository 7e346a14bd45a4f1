void f(int n, double A[n]) {
  int i = 0;
#pragma scop
  while (i < n) {  // ERROR
    A[i] = 0.0;
    i++;
  }
#pragma endscop
}

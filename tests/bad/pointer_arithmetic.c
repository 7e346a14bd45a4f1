void f(int n, double *p) {
#pragma scop
  for (int i = 0; i < n; i++)
    (p + 1)[i] = 0.0;  // ERROR
#pragma endscop
}

void f(int n, double A[n]) {
#pragma scop
  for (unsigned i = 0; i != n; i++)  // ERROR  (signed: i < n; unsigned: it may wrap around)
    A[i] = 0.0;
#pragma endscop
}

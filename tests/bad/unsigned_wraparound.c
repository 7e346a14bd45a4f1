/* In C this loop never ends: 0u - 1 is UINT_MAX, which is >= 0. */
void f(unsigned n, double A[n]) {
#pragma scop
  for (unsigned i = n - 1; i >= 0; i--)  // ERROR
    A[i] = 0.0;
#pragma endscop
}

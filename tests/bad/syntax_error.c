/* A missing operand: the parser stops at the ';'. */
void f(int n, double A[n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = A[i] + ;  // ERROR
#pragma endscop
}

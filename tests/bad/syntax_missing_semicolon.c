/* A missing ';': the parser notices at the next token, the pragma line. */
void f(int n, double A[n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = 0.0
#pragma endscop  // ERROR
}

double foo(int i);
void f(int n, double A[n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = foo(i);  // ERROR
#pragma endscop
}

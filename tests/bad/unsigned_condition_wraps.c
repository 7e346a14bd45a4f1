/* j - 1 is unsigned: for j = 0 it is UINT_MAX, so C takes the branch where a model of integers would not. */
int A[10][10];
void f(void) {
#pragma scop
  for (unsigned i = 0; i < 10; i++)
    for (unsigned j = 0; j < 10; j++)
      if (i <= j - 1)  // ERROR
        A[i][j] = 1;
#pragma endscop
}

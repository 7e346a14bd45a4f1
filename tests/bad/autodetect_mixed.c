/* One static-control nest and one with indirect indexing: --autodetect keeps the first. */
#include <stdio.h>
void f(int n, double A[n], double B[n], int idx[n]) {
  for (int i = 0; i < n; i++)  // GOOD
    A[i] = 2.0 * B[i];
  printf("between\n");
  for (int i = 0; i < n; i++)  // NOTE
    B[idx[i]] = A[i];
}
int main(void) { return 0; }

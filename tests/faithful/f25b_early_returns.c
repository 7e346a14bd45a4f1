/* Early `return` paths between SCoPs of one function, taken or not by the arguments. */
#include <stdio.h>
#define N 50

static double A[N], B[N];

static int stages(int n, int stop_after) {
  int i;
  if (n <= 0) return -1;
#pragma scop
  for (i = 0; i < n; i++)
    A[i] = (i % 7) * 1.25 - 3.0;
#pragma endscop
  if (stop_after == 1) return 1;
#pragma scop
  for (i = 0; i < n; i++)
    B[i] = A[i] * A[i];
#pragma endscop
  if (stop_after == 2)
    return 2;
  else {
#pragma scop
    for (i = 1; i < n; i++)
      A[i] = B[i] - B[i - 1];
#pragma endscop
  }
  return 3;
}

int main(void) {
  int codes[5];
  codes[0] = stages(N, 1);
  codes[1] = stages(N - 5, 3);
  codes[2] = stages(0, 3);
  codes[3] = stages(N, 2);
  codes[4] = stages(1, 3);
  for (int k = 0; k < 5; k++) printf("%d ", codes[k]);
  printf("\n");
  for (int i = 0; i < N; i += 4) printf("%.4f %.4f\n", A[i], B[i]);
  return 0;
}

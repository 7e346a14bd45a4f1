/* Regions that are the one statement of a switch without braces (`switch (k) case 1:` + the region,
   `default:`, two labels), of a loop after a label (`for (...) lab:` + the region), and a region in a
   loop of Duff's device whose pragmas enclose a `case` label (sequential, with a warning).  The
   replacement of a region after a label started with `;` for the label to name: in a statement slot
   that `;` was the whole statement, and the generated code ran after the switch whatever k was, or
   once after the loop instead of in it. */
#include <stdio.h>
#define N 120
static double A[N], B[N];

static void one_case(int k, int n) {
  switch (k)
  case 1:
#pragma scop
    for (int i = 0; i < n; i++)
      B[i] = B[i] * 0.25 + i;
#pragma endscop
}

static void two_labels(int k, int n) {
  switch (k % 3)
  case 0:
  default:
#pragma scop
    for (int i = 0; i < n; i++)
      A[i] = A[i] + B[i] * 0.5;
#pragma endscop
}

static void in_loop(int n) {
  int r = 0;
  for (int t = 0; t < 3; t++)
  step:
#pragma scop
    for (int i = 0; i < n; i++)
      A[i] = A[i] * 0.75 + t;
#pragma endscop
  if (r++ < 1)
    goto step;
}

static void duff(int k, int n) {
  int r = 2;
  switch (k % 3) {
  case 0:
    do {
#pragma scop
      for (int i = 0; i < n; i++)
        A[i] = A[i] + 1;
  case 1:
      for (int i = 0; i < n; i++)
        B[i] = B[i] + A[i];
#pragma endscop
  case 2:
#pragma scop
      for (int i = 0; i < n; i++)
        A[i] = A[i] * 0.5 + B[i];
#pragma endscop
    } while (--r > 0);
  }
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i % 7; B[i] = i % 3; }
  for (int k = 0; k < 4; k++) {
    one_case(k, N);
    two_labels(k, N - k);
    duff(k, N - 2 * k);
  }
  in_loop(N);
  double s = 0;
  for (int i = 0; i < N; i++) s = s * 0.99 + A[i] + B[i];
  printf("%.10g\n", s);
  return 0;
}

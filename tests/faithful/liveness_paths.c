/* Values a SCoP leaves in its iterators and scalars, read after it in ways a scan of the names alone
   misses: through a pointer taken before the SCoP (*pi, *pt), through a pointer passed to a function
   after it, at the top of the next iteration of a host loop around the SCoP, in the condition of a do-while
   around it, and after a goto back to a label before it. */
#include <stdio.h>
#define N 50
static double A[N], B[N];

static void show(const int *p, const double *q) { printf("show %d %g\n", *p, *q); }

static void by_pointer(int n) {
  int i = -1, j = -1;
  double t = -1.0;
  int *pi = &i;
  double *pt = &t;
#pragma scop
  for (i = 0; i < n; i++) {
    t = A[i] * 2.0;
    B[i] = t + 1.0;
  }
  for (j = 0; j < n; j += 2)
    A[j] = A[j] + 1.0;
#pragma endscop
  printf("ptr %d %g\n", *pi, *pt);
  show(&j, &t);
}

static void in_loops(int n) {
  int i = 100, r;
  double t = 0.5;
  for (r = 0; r < 3; r++) {
    printf("top %d %d %g\n", r, i, t);
#pragma scop
    for (i = r; i < n; i++) {
      t = B[i] + r;
      A[i] = A[i] + t;
    }
#pragma endscop
  }
  int k = 0, m = 5;
  do {
#pragma scop
    for (k = 0; k < m; k++)
      B[k] = B[k] * 0.5 + k;
#pragma endscop
    m = m + 20;
  } while (k < n / 2);
  printf("do %d %d\n", k, m);
  int g = 0, tries = 0;
again:
  if (tries > 0) printf("again %d\n", g);
#pragma scop
  for (g = tries; g < n; g += 7)
    A[g] = A[g] - 1.0;
#pragma endscop
  if (tries++ < 2) goto again;
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = 1.0 - i; }
  by_pointer(N);
  by_pointer(0);
  by_pointer(9);
  in_loops(N);
  in_loops(2);
  for (int i = 0; i < N; i++) printf("%d %g %g\n", i, A[i], B[i]);
  return 0;
}

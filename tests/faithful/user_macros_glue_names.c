/* The user's function-like and object-like macros named like what generated host code calls or names:
   malloc and free wrapped to count allocations (a common debugging idiom), fprintf and exit redirected,
   min and max, a `queue`, `context`, `program` and `kernel` object-like macro, `err` and `status` as
   macros of constants, and `size` defined to a number.  Macros defined before the SCoP are live where the
   generated code is placed. */
#include <stdio.h>
#include <stdlib.h>
static long allocated, frees;
static void *count_malloc(size_t n) { allocated += (long)n; return (malloc)(n); }
static void count_free(void *p) { if (p) frees++; (free)(p); }
#define malloc(n) count_malloc(n)
#define free(p) count_free(p)
#define exit(c) (printf("exit %d\n", (c)), (exit)(c))
#define min(a, b) ((a) < (b) ? (a) : (b))
#define max(a, b) ((a) > (b) ? (a) : (b))
#define queue 3
#define context 5
#define program 7
#define kernel 11
#define err 13
#define status 17
#define size 19
#define device 23
#define platform 29
#define event 31
#define N 2000
double A[N], B[N];

static void run(int n) {
  double *tmp = malloc(sizeof(double) * N);
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = max(A[i], B[i]) * queue + min(A[i], 0.0) * context;
  for (int i = 0; i < n; i++)
    B[i] = A[n - 1 - i] - program + kernel * err - status + size + device * platform - event;
#pragma endscop
  tmp[0] = A[0];
  free(tmp);
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = (i % 7) - 3; B[i] = (i % 5) * 0.5; }
  run(N);
  run(N / 2);
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] * (i % 3 + 1) + B[i];
  printf("%.10g %d\n", s, frees > 0);
  return 0;
}

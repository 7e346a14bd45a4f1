/* Regression (s2s fuzz, generator 4, --c-features, seed 9174; reduced): on OpenCL (PoCL 3.1) s0 came out
   as 3, its value before the SCoP, instead of 97.  The loop over i ran as one work-group (the persistent
   pass): per i, S0 on work-item 0, a barrier, S2 (the updates of s0) on work-item 0, a barrier, S1 on the
   group, a barrier.  The schedule is legal (the same launches one after the other give 97, and so does
   OpenMP); PoCL miscompiled the kernel: clang hoisted the test `_tid == 0` out of the loop, so the block
   of the barrier before S2 ended in a branch on it, and PoCL, which takes the successors of a barrier
   block for entries of regions that the whole group runs alike (pocl/pocl#2281), ran S2 on no
   work-item.  Fixed: every barrier of an OpenCL persistent kernel, and the start of its loop's body, is
   followed by a store to a volatile local (_anchor) that the compiler can neither drop nor move, so a
   branch after a barrier is taken in the region, by each work-item (GpuTarget.persistent_source). */
#include <stdio.h>
#include <stdlib.h>

#define N 13
#define M 4
#define B_0 13
#define C_0 10
#define C_1 17

static int B[B_0];
static unsigned long s0 = 3;

static void kernel(int n, int m, int C[C_0][C_1])
{
#pragma scop
  for (long i = (M) / 3; i <= n - 3; i++) {
    int t0 = (2 * C[i + 1][(-i - 3) / 2 + 3] + 2 * s0 - 7) % 1009;
    for (int j = i; j >= (i - 1) / 3; j--) {
      for (int k = j; k <= N - 1; k++) {
        C[i + 1][j - k + 12] = (3 * j + 2 * (B[k] & 63) + 2 * (C[i][j + k] <= B[j] ? C[i][j + k] : B[j]) - 7) % 1009;
      }
      for (int k = j; k >= 0; k--) {
        s0 ^= C[2 * k + 1][(-k - 4) % 2 + 1] + 3 * B[j];
      }
    }
  }
#pragma endscop
}

static void print_int(const char *name, const int *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%ld\n", (long)p[k]);
}

int main(void)
{
  int *pB = &B[0];
  for (long k = 0; k < B_0; k++) pB[k] = (int)((int)((k * 29 + 22) % 61) - 30);
  int (*C)[C_1] = malloc(sizeof(int) * C_0 * C_1);
  int *pC = &C[0][0];
  for (long k = 0; k < C_0 * C_1; k++) pC[k] = (int)((int)((k * 14 + 23) % 61) - 30);
  kernel(7, 4, C);
  print_int("B", pB, (long)B_0);
  print_int("C", pC, (long)C_0 * C_1);
  printf("s0 %lu\n", s0);
  free(C);
  return 0;
}

/* Regression (fuzzer): isl's dataflow analysis fails on this strided, decreasing nest:
 *   isl_union_access_info_compute_flow failed: affine expression involves some of the domain
 *   dimensions (isl_domain_factor_templ.c:26)
 * and s2s crashed (s2s/model/dependences.py compute_dependences, s2s/passes/transfers.py plan_transfers).
 * Plain isl reproducer: sink [n] -> { S[i,j,k] -> B[1 + k] : D }, must source { S[i,j,k] -> B[i] : D },
 * schedule { S[i,j,k] -> [i, -j, k] } with D = (-1 + i) mod 3 = 0 and (1 + n + j) mod 2 = 0 and
 * (1 + j + k) mod 2 = 0 and 4 <= i <= 8 and 2 <= j < n and -3 + j <= k <= 1 + j and k >= 0.
 * Fixed: model.dependences.may_dependences falls back to a conservative superset (every earlier
 * access to the same element), plan_transfers to copying in every array read. */
#include <stdio.h>

#define MAX(a, b) ((a) > (b) ? (a) : (b))

static double B[40];

static void kernel(int n)
{
  int j, k;
#pragma scop
  for (int i = 4; i < 9; i += 3)
    for (j = n - 1; j > 1; j -= 2)
      for (k = MAX(0, j - 3); k <= j + 1; k += 2)
        B[i] = 0.5 * B[k + 1] + 0.25 * B[i] + j * 0.125;
#pragma endscop
}

int main(void)
{
  for (int i = 0; i < 40; i++)
    B[i] = (i * 7 % 11) * 0.25;
  kernel(14);
  for (int i = 0; i < 40; i++)
    printf("%.17g\n", B[i]);
  return 0;
}

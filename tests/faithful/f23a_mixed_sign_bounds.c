/* Comparisons of mixed signedness in loop bounds: an int against an unsigned or a size_t converts to
   the unsigned type, a long against an unsigned int stays signed, long long against unsigned long
   converts. */
#include <stdio.h>
#include <stddef.h>

#define N 40

static double a[N], b[N], c[N], d[N];
static long cnt[8];

int main(int argc, char **argv)
{
  unsigned n = 24u + (unsigned)argc;            /* 25 */
  unsigned long m = 30ul;
  size_t k = sizeof a / sizeof a[0];           /* 40 */
  (void)argv;
  for (int i = 0; i < N; i++) {
    a[i] = (i * 17 % 23) * 0.25 - 2.0;
    b[i] = c[i] = d[i] = -1.0;
  }

#pragma scop
  /* i converts to size_t: -2 is huge, the loop runs zero times */
  for (int i = -2; i < k; i++)
    b[i + 2] = a[i + 2] * 2.0;
#pragma endscop

#pragma scop
  /* long against unsigned int: n converts to long, a signed comparison */
  for (long i = -2; i < n; i++)
    c[i + 2] = a[i + 2] + i;
  /* int against unsigned n - 1 (n >= 1 here) */
  for (int i = 0; i < n - 1; i++)
    d[i] = a[i + 1] - a[i];
  /* long long against unsigned long: the signed side converts */
  for (long long i = 3; i <= m; i++)
    cnt[i % 8] += i;
  /* unsigned bound - int: wraps if negative, here not */
  for (unsigned u = 0; u < n - 3; u++)
    d[u] += (u < 2u * n - 40 ? 1.0 : 0.5);
#pragma endscop

  for (int i = 0; i < N; i++)
    printf("%d %.4f %.4f %.4f\n", i, b[i], c[i], d[i]);
  for (int i = 0; i < 8; i++)
    printf("cnt %d %ld\n", i, cnt[i]);
  return 0;
}

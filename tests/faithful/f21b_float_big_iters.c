/* (float) casts of integer iterators and indices beyond 2^24, where float cannot hold every integer:
   a coordinate computed as (float)(base + i) with base = 2^24 - 8, an int index stored to float and back,
   and the same with double (exact) for comparison; a long long counter converted to float. */
#include <stdio.h>
#define N 64

static float fx[N], back[N];
static double dx[N];
static int round_trip[N];
static long long lcount[N];
static float lf[N];

static void coords(int base, int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    fx[i] = (float)(base + i);
    dx[i] = (double)(base + i);
    round_trip[i] = (int)(float)(base + i) - (base + i);
  }
#pragma endscop
}

static void big_loop(long long first, int n) {
#pragma scop
  for (long long k = first; k < first + n; k++) {
    lcount[k - first] = k * 3 + 1;
    lf[k - first] = (float)k + 0.5f;
  }
#pragma endscop
}

int main(void) {
  coords((1 << 24) - 8, N);
  long s1 = 0;
  double s2 = 0, s3 = 0;
  for (int i = 0; i < N; i++) { s1 += round_trip[i] * (i + 1); s2 += (double)fx[i] - dx[i]; }
  printf("%ld %.17g\n", s1, s2);
  /* a loop whose iterator itself passes 2^24 */
#pragma scop
  for (int i = (1 << 24) - 20; i < (1 << 24) + 44; i++)
    back[i - (1 << 24) + 20] = (float)i - (float)((1 << 24) - 20);
#pragma endscop
  for (int i = 0; i < N; i++) s3 += (double)back[i] * (i + 1);
  printf("%.17g\n", s3);
  big_loop(((long long)1 << 40) + 3, N);
  long long sl = 0;
  double sf = 0;
  for (int i = 0; i < N; i++) { sl += lcount[i] % 1000003; sf += (double)lf[i] - (double)(((long long)1 << 40) + 3 + i); }
  printf("%lld %.17g\n", sl, sf);
  printf("%.9g %.9g %d\n", (double)fx[9], (double)fx[N - 1], round_trip[N - 1]);
  return 0;
}

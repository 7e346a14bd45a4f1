/* No pragmas (--autodetect): nests mixing float, double, int, unsigned, short and long data: int
   division and modulo of negative values, float accumulators, conversions from double to int, unsigned
   wrap-around, and a histogram (indirect writes, which stay sequential). */
#include <stdio.h>

#define N 70
int ia[N][N];
unsigned ua[N];
short sa[N];
float fa[N][N];
double da[N];
long hist[16];

int main(void) {
  int n = N, i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      ia[i][j] = (i * 31 - j * 17) % 97 - 20;
  for (i = 0; i < n; i++) {
    ua[i] = 4000000000u + (unsigned)i * 123456789u;
    sa[i] = (short)(i * 1000 - 30000);
  }
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      fa[i][j] = ia[i][j] / 7 + (ia[i][j] % 7) * 0.1f;
  for (i = 0; i < n; i++) {
    float s = 0.0f;
    for (j = 0; j < n; j++)
      s += fa[i][j] * 0.01f;
    da[i] = s + ua[i] / 3u + sa[i] / 4;
  }
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      ia[i][j] = (int)(da[j] * 1e-6) - ia[j][i] / 3;
  for (i = 0; i < n; i++)
    hist[(ua[i] >> 28) & 15]++;
  for (i = 0; i < n; i++)
    ua[i] = ua[i] * 3u + (unsigned)sa[i];
  for (i = 0; i < n; i += 6)
    printf("%d %d %u %d %.6f %.10g\n", i, ia[i][n - 1 - i], ua[i], sa[i], fa[i][i], da[i]);
  for (i = 0; i < 16; i++)
    printf("h%d %ld\n", i, hist[i]);
  return 0;
}

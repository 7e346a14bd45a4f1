/* min and max reductions in several element types and spellings: unsigned long by ?:, short by if,
   float by fminf/fmaxf, double by fmax of an int expression, a long long minimum of differences that
   are negative, the maximum of an unsigned char array kept in an int, and argmin-free per-column maxima
   (a reduction per column with the row loop inside). */
#include <stdio.h>
#include <math.h>
#define N 1500
unsigned long UL[N];
short SH[N];
float FL[N];
long long LL[N];
unsigned char UC[N];
int M[64][N], colmax[N];

static void kernel(int n) {
  unsigned long ulmax = 0, ulmin = ~0ul;
  short shmax = -32768, shmin = 32767;
  float fmn = INFINITY, fmx = -INFINITY;
  double dmx = -1.0;
  long long llmin = 0;
  int ucmax = -1;
#pragma scop
  for (int i = 0; i < n; i++) {
    ulmax = UL[i] > ulmax ? UL[i] : ulmax;
    ulmin = ulmin < UL[i] ? ulmin : UL[i];
    if (SH[i] > shmax) shmax = SH[i];
    if (SH[i] < shmin) shmin = SH[i];
    fmn = fminf(fmn, FL[i]);
    fmx = fmaxf(FL[i], fmx);
    dmx = fmax(dmx, i % 37 - 20);
    llmin = LL[i] - 5 < llmin ? LL[i] - 5 : llmin;
    ucmax = UC[i] > ucmax ? UC[i] : ucmax;
  }
  for (int j = 0; j < n; j++)
    colmax[j] = M[0][j];
  for (int j = 0; j < n; j++)
    for (int r = 1; r < 64; r++)
      colmax[j] = M[r][j] > colmax[j] ? M[r][j] : colmax[j];
#pragma endscop
  printf("%lu %lu %d %d %g %g %g %lld %d\n", ulmax, ulmin, shmax, shmin, fmn, fmx, dmx, llmin, ucmax);
}

int main(void) {
  for (int i = 0; i < N; i++) {
    UL[i] = (unsigned long)i * 0x9E3779B97F4A7C15ul;
    SH[i] = (short)(i * 7919);
    FL[i] = (float)((i * 31) % 1000) * 0.01f - 5.0f;
    LL[i] = (long long)(i % 97) * -100000000000LL;
    UC[i] = (unsigned char)(i * 13);
    for (int r = 0; r < 64; r++) M[r][i] = (r * 31 + i * 17) % 1000 - 500;
  }
  kernel(N);
  kernel(3);
  long s = 0;
  for (int j = 0; j < N; j++) s += colmax[j] * (j % 11);
  printf("%ld\n", s);
  return 0;
}

/* No pragmas (--autodetect): loops that walk pointers advanced with `p++` and `q += stride` (not
   static control: they stay as written), next to indexed nests over the same buffers. */
#include <stdio.h>

#define N 120
float src[N], dst[N];
double mat[N / 4][N / 4];

int main(void) {
  int i, j;
  float *p = src;
  for (i = 0; i < N; i++)
    *p++ = (float)((i * 17) % 31) / 8.0f;
  const float *q = src;
  float *o = dst;
  for (i = 0; i < N; i++)
    *o++ = *q++ * 2.0f - 1.0f;
  for (i = 0; i < N; i++)
    dst[i] = dst[i] + src[N - 1 - i];
  double *m = &mat[0][0];
  for (i = 0; i < (N / 4) * (N / 4); i++, m++)
    *m = i % 5;
  for (i = 0; i < N / 4; i++)
    for (j = 0; j < N / 4; j++)
      mat[i][j] += dst[i + j];
  const double *c = &mat[0][0];
  double s = 0;
  for (i = 0; i < N / 4; i++, c += N / 4 + 1)
    s += *c;
  float *e = dst + N;
  int cnt = 0;
  for (p = dst; p != e; p++)
    cnt += *p > 1.0f;
  printf("s %.10g cnt %d\n", s, cnt);
  for (i = 0; i < N; i += 13)
    printf("%d %.7g %.7g %.10g\n", i, src[i], dst[i], mat[i / 4][i / 5]);
  return 0;
}

// Strict C99/C11 code, built with -std=c99 (or c11) -pedantic -Wall -Wextra -Werror: the translation must
// add no warning there (a string literal past 4095 characters, an unused helper) and, built with
// -fsanitize=address,undefined, no access the original does not make.
#include <stdio.h>
#include <stdlib.h>

#ifndef SIZE
#define SIZE 96
#endif

static void blur_rows(int n, int m, float out[restrict n][m], float in[restrict n][m])
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m - 1; j++)
      out[i][j] = (in[i][j - 1] + 2.0f * in[i][j] + in[i][j + 1]) / 4.0f;
#pragma endscop
}

static void transpose_add(int n, int m, float t[m][n], float a[n][m], float bias)
{
#pragma scop
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      t[j][i] = a[i][j] + bias * (float)(i - j);
#pragma endscop
}

static long histogram_peak(int n, int m, float a[n][m], long counts[16])
{
  long peak = 0;
#pragma scop
  for (int b = 0; b < 16; b++) {
    counts[b] = 0;
    for (int i = 0; i < n; i++)
      counts[b] += (long)(a[i][b] > 0.5f) + (long)(i % 16 == b);
  }
  for (int b = 0; b < 16; b++)
    peak = counts[b] > peak ? counts[b] : peak;
#pragma endscop
  return peak;
}

static void scale_columns(int n, int m, float a[n][m], const float s[m])
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = a[i][j] * s[j] - (j > 0 ? 0.25f * s[m - 1 - j] : 0.0f);
#pragma endscop
}

int main(void)
{
  enum { N = SIZE, M = SIZE + 7 };
  float (*in)[M] = malloc(sizeof(float[N][M]));
  float (*out)[M] = malloc(sizeof(float[N][M]));
  float (*t)[N] = malloc(sizeof(float[M][N]));
  float *s = malloc(sizeof(float[M]));
  long counts[16];
  if (!in || !out || !t || !s)
    return 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      in[i][j] = (float)((i * 11 + j * 3) % 23) / 23.0f;
      out[i][j] = 0.0f;
    }
  for (int j = 0; j < M; j++)
    s[j] = 1.0f + (float)(j % 4) / 8.0f;
  blur_rows(N, M, out, in);
  transpose_add(N, M, t, out, 0.001f);
  scale_columns(N, M, out, s);
  long peak = histogram_peak(N, M, out, counts);
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      sum += (double)out[i][j] + (double)t[j][i];
  printf("sum %.6e peak %ld\n", sum, peak);
  for (int b = 0; b < 16; b++)
    printf("%ld%c", counts[b], b == 15 ? '\n' : ' ');
  free(in);
  free(out);
  free(t);
  free(s);
  return 0;
}

/* Body scalars narrower than the values stored into them: an unsigned char temporary wraps, a short
   truncates, a float rounds a double product, an int truncates a double, a signed char takes a double's integer part.
   Each temporary is read after its store in the same iteration (and in the next statement): replacing
   it by its expression would lose the conversion. */
#include <stdio.h>
#include <string.h>

#define N 50
#define M 6

static unsigned long long bits(double v)
{
  unsigned long long u;
  memcpy(&u, &v, sizeof u);
  return u;
}

int main(void)
{
  static unsigned char a[N];
  static short s[N];
  static double d[N], r1[N][M], r2[N][M], r3[N][M];
  static int r4[N][M];
  for (int i = 0; i < N; i++) {
    a[i] = (unsigned char)(i * 23 + 100);
    s[i] = (short)(i * 1500 - 30000);
    d[i] = i * 1.0000001 + 0.1;
  }

#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      unsigned char t = a[i] * 3 + j;
      short h = s[i] * 2 + j * 700;
      float f = d[i] * d[i] + j;
      int k = d[i] * 2.5 - j;
      signed char b = (d[i] - 20) * j / 64;
      r1[i][j] = t + h * 0.001;
      r2[i][j] = f * 3.0 + b;
      r3[i][j] = f / 7 + t;
      r4[i][j] = k * 3 + (t == 255) + b * 100 + h / 7;
    }
#pragma endscop

  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      printf("%d %d %llu %llu %llu %d\n", i, j, bits(r1[i][j]), bits(r2[i][j]), bits(r3[i][j]), r4[i][j]);
  return 0;
}

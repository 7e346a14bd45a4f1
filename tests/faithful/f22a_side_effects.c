/* No pragmas (--autodetect): nests with effects that must stay sequential: rand() and srand(), errno
   read after math in a loop, output with printf and fputc inside loops, a read with sscanf, a static
   counter, and pure nests beside them that may be taken. */
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <math.h>

#define N 32
double g[N][N];
int r[N];

int main(void) {
  int i, j, bad = 0;
  const char *text = "3 1 4 1 5 9 2 6 5 3 5 8 9 7 9 3 2 3 8 4 6 2 6 4 3 3 8 3 2 7 9 5";
  srand(7);
  for (i = 0; i < N; i++)
    r[i] = rand() % 100;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      g[i][j] = (r[i] - r[j]) * 0.01;
  errno = 0;
  for (i = 0; i < N; i++) {
    g[i][0] = log(g[i][1] + 0.5);
    if (errno) { bad++; errno = 0; }
  }
  printf("bad %d\n", bad);
  int pos = 0, v, used;
  for (i = 0; i < N; i++) {
    if (sscanf(text + pos, "%d%n", &v, &used) != 1) break;
    pos += used;
    r[i] = v;
  }
  for (i = 0; i < 8; i++)
    for (j = 0; j < 8; j++)
      fputc('a' + (r[i * 4 + j % 4] + j) % 26, stdout);
  fputc('\n', stdout);
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      g[i][j] += r[(i + j) % N];
  for (i = 0; i < N; i += 5)
    printf("%d %.10g %.10g %d\n", i, g[i][0], g[i][N - 1], r[i]);
  return 0;
}

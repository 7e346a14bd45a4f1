/* _Bool scalars loaded from _Bool and int elements and stored back: all-of and any-of flags kept in a
   function-scope _Bool between a load and a store, a _Bool scalar stored into an int array (0 or 1), and
   an int loaded into a _Bool (any non-zero value is 1). */
#include <stdio.h>
#include <stdbool.h>
#define N 100
#define M 30
_Bool all[N], any[N];
int cnt[N], raw[N];
double X[N][M];

static void run(int n, int m) {
  _Bool f;
  bool g;
#pragma scop
  for (int i = 0; i < n; i++) {
    f = all[i];
    for (int j = 0; j < m; j++)
      f = f && X[i][j] > -0.5;
    all[i] = f;
  }
  for (int i = 0; i < n; i++) {
    g = any[i];
    for (int j = 0; j < m; j++)
      g = g || X[i][j] > 0.9;
    any[i] = g;
    cnt[i] = g + cnt[i];
  }
  for (int i = 0; i < n; i++) {
    f = raw[i];
    raw[i] = f * 2 + 1;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    all[i] = i % 4 != 0; any[i] = i % 9 == 0; cnt[i] = i; raw[i] = (i % 3) * (i - 50);
    for (int j = 0; j < M; j++) X[i][j] = ((i * 13 + j * 5) % 21) * 0.1 - 0.55;
  }
  run(N, M);
  run(6, 0);
  long s = 0;
  for (int i = 0; i < N; i++) s += all[i] * 3 + any[i] * 5 + cnt[i] * 7 + raw[i] * (i + 1);
  printf("%ld\n", s);
  return 0;
}

/* _Bool objects as flag arrays and body locals: a store of a nonzero value that is not 1 (`x & 4`
   stores 1, not 4), compound assignments and increments/decrements on _Bool elements (b += 2 is 1,
   b-- toggles: 1 -> 0 and 0 -> 1), a _Bool local from a double (0.25 is true), flags summed into ints,
   and flags used as subscripts. */
#include <stdio.h>
#include <stdbool.h>
#define N 180
int x[N], acc[N], hist[2];
_Bool mask[N], tog[N];
bool alive[N];
double d[N];

static void set_flags(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    mask[i] = x[i] & 4;
    alive[i] = d[i];
    tog[i] = i % 3;
  }
#pragma endscop
}

static void update_flags(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    mask[i] += 2;
    tog[i]--;
    alive[i] = alive[i] && x[i] > 0;
  }
#pragma endscop
}

static void use_flags(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    _Bool f = d[i] * 0.5;
    bool g = x[i] % 5;
    acc[i] = f * 100 + g * 10 + mask[i] + tog[i] * 1000 + alive[i] * 10000 + (f == g);
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (i * 29) % 37 - 12;
    d[i] = (i % 4 == 0) ? 0.0 : (i % 4 == 1) ? 0.25 : (i % 4 == 2) ? -1e-300 : 2.0;
  }
  set_flags(N);
  update_flags(N);
  use_flags(N);
  long s = 0;
  for (int i = 0; i < N; i++) {
    s += acc[i] * (long)(i % 7 + 1);
    hist[tog[i]]++;
  }
  printf("%ld %d %d\n", s, hist[0], hist[1]);
  return 0;
}

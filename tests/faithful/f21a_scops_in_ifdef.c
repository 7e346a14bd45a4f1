/* SCoP regions inside conditional compilation, as in codes with build-time variants: a SCoP under
   `#ifdef USE_FAST_PATH` (defined here), one under `#if PRECISION == 2` with an `#else` SCoP that is not
   compiled, one under `#ifndef NDEBUG` computing a check value, nested #if blocks with a SCoP in each
   branch of an inner `#if`, and a region whose endscop comes after an `#endif` that only selects the
   body's constant. */
#include <stdio.h>
#define USE_FAST_PATH 1
#define PRECISION 2
#define VARIANT 3
#define N 140
double a[N], b[N], c[N];
double check = 0;

static void variants(int n) {
#ifdef USE_FAST_PATH
#pragma scop
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 0.5 + b[i];
#pragma endscop
#endif
#if PRECISION == 2
#pragma scop
  for (int i = 1; i < n; i++)
    b[i] = b[i] + a[i - 1] * 0.25;
#pragma endscop
#else
#pragma scop
  for (int i = 1; i < n; i++)
    b[i] = b[i] - 1000;
#pragma endscop
#endif
#ifndef NDEBUG
#pragma scop
  for (int i = 0; i < n; i++)
    c[i] = a[i] - b[i];
#pragma endscop
  for (int i = 0; i < n; i++) check += c[i];
#endif
#if defined(USE_FAST_PATH) && PRECISION > 1
#if VARIANT == 3
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 4; j++)
      c[i] += a[(i + j) % n] * (j + 1);
#pragma endscop
#elif VARIANT == 4
#pragma scop
  for (int i = 0; i < n; i++)
    c[i] = 0;
#pragma endscop
#endif
#endif
#pragma scop
  for (int i = 0; i < n; i++)
#if VARIANT > 2
    a[i] += 3.0;
#else
    a[i] -= 3.0;
#endif
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { a[i] = i * 0.5; b[i] = 1 - i * 0.125; c[i] = 0; }
  variants(N);
  variants(N / 2 + 1);
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i] * (i + 1) + b[i] + c[i] * 0.5;
  printf("%.17g %.17g\n", s, check);
  return 0;
}

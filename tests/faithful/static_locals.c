/* Static locals of the function that holds the SCoP: an array that keeps its values between calls, a
   static scalar accumulator updated by the SCoP (a reduction into it), a static call counter used as a
   parameter of the SCoP, and a block-scope static array in an inner block of the function. */
#include <stdio.h>
#define N 50

static double step(int n, double f) {
  static double hist[N];
  static double total = 1.0;
  static int calls = 0;
  calls++;
#pragma scop
  for (int i = 0; i < n; i++)
    hist[i] = hist[i] * 0.5 + f * i + calls;
  for (int i = 0; i < n; i++)
    total += hist[i] * 0.001;
#pragma endscop
  {
    static int seen[N];
#pragma scop
    for (int i = calls; i < n; i++)
      seen[i] += i + calls;
#pragma endscop
    return total + seen[n > 0 ? n - 1 : 0] + hist[calls % N];
  }
}

int main(void) {
  for (int c = 0; c < 6; c++) printf("%.12g\n", step(N - c * 7, 0.5 + c));
  printf("%.12g\n", step(0, 1.0));
  return 0;
}

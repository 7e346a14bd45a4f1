/* Arrays declared before their definitions: `extern double G[];` (incomplete) used by a SCoP in a function
   defined before `double G[100];` completes the type, a 2-D one `extern double H[][8]` completed later
   with its first extent, and an int array declared the same way. */
#include <stdio.h>
extern double G[];
extern double H[][8];
extern int K[];

static void kernel(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    G[i] = G[i] * 2 + i;
    for (int j = 0; j < 8; j++)
      H[i][j] = H[i][j] + G[i] * j;
    K[i] = K[i] - i;
  }
#pragma endscop
}

double G[100];
double H[100][8];
int K[100];

int main(void) {
  for (int i = 0; i < 100; i++) { G[i] = i * 0.5; K[i] = i * i; for (int j = 0; j < 8; j++) H[i][j] = i - j; }
  kernel(100);
  kernel(33);
  for (int i = 0; i < 100; i++) {
    double h = 0;
    for (int j = 0; j < 8; j++) h += H[i][j] * (j + 1);
    printf("%d %g %g %d\n", i, G[i], h, K[i]);
  }
  return 0;
}

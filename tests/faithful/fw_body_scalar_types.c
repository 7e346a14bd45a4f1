/* Scalars declared in the loop body (the forward pass's shape: loaded from an element first, stored back
   last) whose type differs from the element's in ways easy to miss: plain char over signed char and
   unsigned char elements, int over unsigned, long over int (no wrap where int would), float over double,
   a typedef of the element's type, and unsigned short over short. */
#include <stdio.h>
#define N 48
#define M 40
typedef double real;
signed char SC[N][N];
unsigned char UC[N][N];
unsigned U[N][N];
int I[N][N];
double D[N][N];
short S[N][N];
int W[N][M];

static void run(int n, int m) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      char c = SC[i][j];
      for (int k = 0; k < m; k++)
        c = c / 2 + W[i][k] % 7;
      SC[i][j] = c;
      char d = UC[i][j];
      for (int k = 0; k < m; k++)
        d = d + W[j][k] % 5;
      UC[i][j] = d;
      int e = U[i][j];
      for (int k = 0; k < m; k++)
        e = e / 2 - W[i][k];
      U[i][j] = e;
      long f = I[i][j];
      for (int k = 0; k < m; k++)
        f = f + W[i][k] * 100000L;
      I[i][j] = f / 1000;
      float g = D[i][j];
      for (int k = 0; k < m; k++)
        g = g + W[i][k] * 0.1;
      D[i][j] = g;
      real h = D[j][i];
      for (int k = 0; k < m; k++)
        h = h * 0.5 + W[j][k];
      D[j][i] = h;
      unsigned short s = S[i][j];
      for (int k = 0; k < m; k++)
        s = s / 3 - W[i][k];
      S[i][j] = s;
    }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++) {
      SC[i][j] = (i * 7 - j * 3) % 120; UC[i][j] = (i * 11 + j) % 256; U[i][j] = (i * 97 + j) * 12345u;
      I[i][j] = i * 1000 - j * 77; D[i][j] = 1.0 / (1 + i + j); S[i][j] = (i - j) * 300;
    }
    for (int k = 0; k < M; k++) W[i][k] = (i * 13 + k * 29) % 41 - 20;
  }
  run(N, M);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += SC[i][j] * 1.0 + UC[i][j] * 2.0 + U[i][j] * 1e-6 + I[i][j] * 3.0 + D[i][j] + S[i][j] * 5.0;
  printf("%.12g\n", s);
  printf("%d %d %u %d %.9g %d\n", SC[3][4], UC[5][6], U[7][8], I[9][1], D[2][3], S[4][5]);
  return 0;
}

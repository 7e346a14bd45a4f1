#include <stdio.h>
#define N 11
#define M 17
enum state { OFF, LOW, HIGH };
typedef enum state state_t;
static state_t S[N][M];
static enum state E[N][M];
static int A[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) { A[i][j] = (i * 7 + j * 3) % 5; S[i][j] = OFF; E[i][j] = LOW; }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < M; j++) {
      S[i][j] = (S[i][j - 1] + A[i][j]) % 3;
      E[i][j] = E[i][j - 1] == HIGH ? LOW : S[i][j] == OFF ? HIGH : E[i][j - 1];
    }
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) printf("%d %d\n", (int)S[i][j], (int)E[i][j]);
  return 0;
}

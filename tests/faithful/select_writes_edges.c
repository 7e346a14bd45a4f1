/* `if` on data whose branch assigns one element (modelled as an unconditional assignment of a
   conditional): writes at a shifted subscript through pointer parameters that point one past the start
   of their buffer and at its end (the element outside is never written when the condition is false
   there), a narrow integer target with a compound assignment, and a float target assigned a double. */
#include <stdio.h>
#define N 100
double Buf[N + 2], In[N];
unsigned char U8[N];
float Fl[N];
short Sh[N];

static void shift_write(double *out, const double *in, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    if (in[i] > 0.5)
      out[i - 1] = in[i] * 2;
#pragma endscop
}

static void shift_write_hi(double *out, const double *in, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    if (in[i] < 0.25)
      out[i + 1] = in[i] + 10;
#pragma endscop
}

static void narrow(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    if (In[i] > 0.3)
      U8[i] += 200;
  for (int i = 0; i < n; i++)
    if (In[i] < 0.6)
      Fl[i] = In[i] * 0.1;
    else
      Fl[i] = -In[i] / 3.0;
  for (int i = 0; i < n; i++)
    if (U8[i] > 100)
      Sh[i] -= U8[i] * 300;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    In[i] = ((i * 37) % 100) / 100.0;
    U8[i] = (unsigned char)(i * 7);
    Sh[i] = (short)(i * 100);
  }
  In[0] = 0.1;       /* never written at out[-1] */
  In[N - 1] = 0.9;   /* nor at out[n] */
  for (int i = 0; i < N + 2; i++) Buf[i] = -i;
  shift_write(Buf + 1, In, N);
  shift_write_hi(Buf + 1, In, N);
  shift_write(Buf + 1, In, 0);
  narrow(N);
  narrow(N);
  double s = 0;
  for (int i = 0; i < N + 2; i++) s += Buf[i] * (i + 1);
  long t = 0;
  for (int i = 0; i < N; i++) { t += U8[i] * (i + 1) + Sh[i]; s += Fl[i]; }
  printf("%.12g %ld\n", s, t);
  return 0;
}

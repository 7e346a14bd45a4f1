void f(int n, double A[n], double B[n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    if (A[i] > 0) {  // ERROR
      A[i] = 0.0;
      B[i]++;        // (a block of assignments would be modelled: model/builder._select_block)
    }
#pragma endscop
}

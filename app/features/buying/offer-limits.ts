export const SHIPPING_NEGO_MAX_LENGTH = 8;
export const SHIPPING_NEGO_MAX_DIGITS = 7;
export const PRICE_NEGO_MAX_LENGTH = 10;
export const TOO_LONG = "Data terlalu panjang!";
export const CHOOSE_COURIER_FIRST = "Silahkan pilih kurir terlebih dahulu";
export const CANCEL_SHIPPING_NEGO = "Anda yakin ingin membatalkan negosiasi ongkir?";
export const CANCEL_PRICE_NEGO = "Anda yakin ingin membatalkan negosiasi harga?";

/**
 * The values a vehicle enquiry form starts with (block-catalogue.md "Cars inventory" form
 * settings): the vehicle's id and title, its retailer and its nameplate, each put in the form
 * field the editor named. Used by the inventory cards and the vehicle page alike, so an enquiry
 * arrives as a lead with the same fields whichever button the visitor pressed.
 */

/** The editor's form settings of a cars inventory block (or the site's `inventory.*` settings). */
export interface VehicleEnquirySettings {
  /** Field that receives the vehicle id. */
  form_field_id?: string | undefined;
  /** Field that receives the vehicle's readable title (brand, model, year and VIN). */
  form_field_id_text?: string | undefined;
  /** Field (a retailer choice or a hidden field) that receives the vehicle's retailer. */
  form_field_retailer_uuid?: string | undefined;
  /** Dealer id → the value the retailer field takes; unmapped dealers use the location of that dealer. */
  form_field_retailer_mapping?: Readonly<Record<string, string>> | undefined;
  /** Field that receives the vehicle's nameplate (model). */
  form_field_nameplate_uuid?: string | undefined;
  /** Nameplate name → the value the nameplate field takes; unmapped ones send the name. */
  form_field_nameplate_mapping?: Readonly<Record<string, string>> | undefined;
}

/** What an enquiry needs of a vehicle (a `Vehicle` of @forecourt/inventory fits). */
export interface EnquiryVehicle {
  id: number;
  vin: string;
  nameplate_name: string;
  nameplate_brand_name: string;
  production_year: number;
  owner_id: number;
}

/** A place of the form's retailer field (`PublicForm.locations`). */
export interface EnquiryLocation {
  id: number;
  dealer_id?: number | null | undefined;
}

/** `Jaguar F-PACE 2021 (SADCA2BN0MA123456)`: how a lead names the car. */
export function vehicleEnquiryTitle(vehicle: EnquiryVehicle): string {
  return `${vehicle.nameplate_brand_name} ${vehicle.nameplate_name} ${vehicle.production_year} (${vehicle.vin})`;
}

/** Field id → value for the enquiry about `vehicle`; fields the settings leave unnamed are left out. */
export function vehicleEnquiryFields(
  vehicle: EnquiryVehicle,
  settings: VehicleEnquirySettings,
  locations: readonly EnquiryLocation[] = [],
): Record<string, string> {
  const fields: Record<string, string> = {};
  const set = (field: string | undefined, value: string) => {
    const id = field?.trim();
    if (id) fields[id] = value;
  };
  set(settings.form_field_id, String(vehicle.id));
  set(settings.form_field_id_text, vehicleEnquiryTitle(vehicle));
  const dealer = String(vehicle.owner_id);
  const location = locations.find((candidate) => candidate.dealer_id === vehicle.owner_id);
  set(
    settings.form_field_retailer_uuid,
    settings.form_field_retailer_mapping?.[dealer] ?? (location ? String(location.id) : dealer),
  );
  set(
    settings.form_field_nameplate_uuid,
    settings.form_field_nameplate_mapping?.[vehicle.nameplate_name] ?? vehicle.nameplate_name,
  );
  return fields;
}
